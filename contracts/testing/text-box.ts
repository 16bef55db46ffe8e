/**
 * For tests: a text box as the candidate uses it, a caret with keys typed or erased at it, each
 * change logged by `diffToEvents` as the typing screen does, one change every `step` ms.
 */
import { diffToEvents, type KeyEvent } from '../typing-score.ts';

export class TextBox {
  events: KeyEvent[] = [];
  /** When the last change happened, in ms from the start. */
  t = 0;
  constructor(
    public value = '',
    public caret = value.length,
    private step = 150,
  ) {}
  private change(next: string) {
    this.t += this.step;
    this.events.push(...diffToEvents(this.value, next, this.t));
    this.value = next;
  }
  type(text: string) {
    for (const k of text) {
      this.change(this.value.slice(0, this.caret) + k + this.value.slice(this.caret));
      this.caret += k.length;
    }
    return this;
  }
  backspace(times = 1) {
    for (let i = 0; i < times && this.caret > 0; i += 1) {
      this.change(this.value.slice(0, this.caret - 1) + this.value.slice(this.caret));
      this.caret -= 1;
    }
    return this;
  }
}
