/**
 * The shared rich-text editor in Milkdown (commonmark), with writing help: job descriptions,
 * postings, offer letters; read-only in previews and for a pending suggestion. Loaded only
 * through rich-text-field.tsx (React.lazy), so the editor never enters a candidate bundle. Raw HTML in markdown is shown as text and link targets pass
 * sanitiseMarkdown first; the server cleans what it stores the same way.
 */
import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import {
  Editor,
  defaultValueCtx,
  editorViewCtx,
  editorViewOptionsCtx,
  rootCtx,
  serializerCtx,
} from '@milkdown/kit/core';
import {
  commonmark,
  toggleEmphasisCommand,
  toggleStrongCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from '@milkdown/kit/preset/commonmark';
import { history } from '@milkdown/kit/plugin/history';
import { listener, listenerCtx } from '@milkdown/kit/plugin/listener';
import { TextSelection } from '@milkdown/kit/prose/state';
import { callCommand, getMarkdown, insert, replaceAll } from '@milkdown/kit/utils';
import { Milkdown, MilkdownProvider, useEditor, useInstance } from '@milkdown/react';
import { sanitiseMarkdown } from '../../../contracts/markdown-safety.ts';
import type { TextTarget } from './writing-help/text-target.ts';
import { WritingHelp } from './writing-help/writing-help.tsx';
import './markdown-editor.css';

export interface MarkdownEditorProps {
  value: string;
  onChange?: (markdown: string) => void;
  readOnly?: boolean;
  /** The id of the visible label of the editable area. */
  labelledBy?: string;
}

function EditorSurface({ value, onChange, readOnly, labelledBy }: MarkdownEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const { get, loading } = useEditor(
    (root) =>
      Editor.make()
        .config((ctx) => {
          ctx.set(rootCtx, root);
          ctx.set(defaultValueCtx, sanitiseMarkdown(value));
          ctx.update(editorViewOptionsCtx, (previous) => ({
            ...previous,
            editable: () => !readOnly,
            attributes: readOnly
              ? { class: 'markdown-editor__content' }
              : {
                  class: 'markdown-editor__content',
                  role: 'textbox',
                  'aria-multiline': 'true',
                  ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
                },
          }));
          let sent: string | undefined;
          const send = (markdown: string) => {
            if (markdown === sent) return;
            sent = markdown;
            onChangeRef.current?.(markdown);
          };
          ctx.get(listenerCtx).markdownUpdated((_ctx, markdown, previous) => {
            if (markdown !== previous) send(markdown);
          });
          // The listener reports changes 200 ms after the last keystroke; leaving the editor (to press
          // Save) reports at once, so the last words typed are never left out of what is saved.
          const current = (c: typeof ctx) => c.get(serializerCtx)(c.get(editorViewCtx).state.doc);
          let initial: string | undefined;
          ctx.get(listenerCtx).mounted((mounted) => {
            initial = current(mounted);
          });
          ctx.get(listenerCtx).blur((blurred) => {
            const markdown = current(blurred);
            if (sent !== undefined || markdown !== initial) send(markdown);
          });
        })
        .use(commonmark)
        .use(history)
        .use(listener),
    [readOnly],
  );
  // A read-only view follows its value (a suggestion streaming in); an editable one owns its text.
  useEffect(() => {
    if (readOnly && !loading) get()?.action(replaceAll(sanitiseMarkdown(value)));
  }, [get, loading, readOnly, value]);
  return <Milkdown />;
}

/** The editor as writing help's target: the selection as text, or the whole document as Markdown. */
function EditorWritingHelp() {
  const [isLoading, getEditor] = useInstance();
  const target: TextTarget = {
    read() {
      if (isLoading) return undefined;
      return getEditor()?.action((ctx) => {
        const { from, to, empty } = ctx.get(editorViewCtx).state.selection;
        if (empty) return { text: getMarkdown()(ctx) };
        return { text: ctx.get(editorViewCtx).state.doc.textBetween(from, to, '\n\n'), range: { from, to } };
      });
    },
    replace(text, range) {
      const markdown = sanitiseMarkdown(text);
      getEditor()?.action((ctx) => {
        if (!range) return replaceAll(markdown)(ctx);
        const view = ctx.get(editorViewCtx);
        const size = view.state.doc.content.size;
        view.dispatch(
          view.state.tr.setSelection(
            TextSelection.create(view.state.doc, Math.min(range.from, size), Math.min(range.to, size)),
          ),
        );
        insert(markdown)(ctx);
      });
    },
  };
  return (
    <WritingHelp
      target={target}
      format="markdown"
      renderSuggestion={(text) => <MarkdownEditor value={text} readOnly />}
    />
  );
}

function Toolbar() {
  const [isLoading, getEditor] = useInstance();
  const run = (command: Parameters<typeof callCommand>[0], payload?: unknown) => {
    if (isLoading) return;
    getEditor()?.action(callCommand(command, payload));
  };
  return (
    <div className="markdown-editor__toolbar" role="toolbar" aria-orientation="horizontal">
      <button type="button" onClick={() => run(toggleStrongCommand.key)}>
        <Trans>Bold</Trans>
      </button>
      <button type="button" onClick={() => run(toggleEmphasisCommand.key)}>
        <Trans>Italic</Trans>
      </button>
      <button type="button" onClick={() => run(wrapInHeadingCommand.key, 2)}>
        <Trans>Heading</Trans>
      </button>
      <button type="button" onClick={() => run(wrapInBulletListCommand.key)}>
        <Trans>Bulleted list</Trans>
      </button>
      <button type="button" onClick={() => run(wrapInOrderedListCommand.key)}>
        <Trans>Numbered list</Trans>
      </button>
    </div>
  );
}

export default function MarkdownEditor(props: MarkdownEditorProps) {
  return (
    <MilkdownProvider>
      <div className={props.readOnly ? 'markdown-editor markdown-editor--read-only' : 'markdown-editor'}>
        {!props.readOnly && <Toolbar />}
        <EditorSurface {...props} />
        {!props.readOnly && <EditorWritingHelp />}
      </div>
    </MilkdownProvider>
  );
}
