/** The `webvtt-parser` package (W3C's) ships no types; these are the parts captions-text.ts uses. */
declare module 'webvtt-parser' {
  interface WebVTTNode {
    type?: 'text' | 'object' | 'timestamp';
    value?: string | number;
    children?: WebVTTNode[];
  }
  interface WebVTTCue {
    startTime: number;
    endTime: number;
    tree: WebVTTNode;
  }
  const webvtt: {
    WebVTTParser: new (entities?: Record<string, string>) => {
      parse(input: string, mode?: string): { cues: WebVTTCue[]; errors: { message: string; line: number }[] };
    };
  };
  export default webvtt;
}
