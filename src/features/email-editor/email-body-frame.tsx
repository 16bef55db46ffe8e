/** A template's HTML body as a mail client would show it, in a frame sandboxed with no permissions: nothing in it runs. */
export function EmailBodyFrame({ title, html }: { title: string; html: string }) {
  return (
    <iframe
      className="email-editor__frame"
      title={title}
      sandbox=""
      srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${html}</body>`}
    />
  );
}
