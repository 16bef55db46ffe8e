/** A box to draw a signature with a finger, pen or mouse; answers a PNG data URL, or '' when empty. */
import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/form/button.tsx';

const WIDTH = 600;
const HEIGHT = 200;

export function SignaturePad({ onChange }: { onChange: (dataUrl: string) => void }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 4;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#13294b';
  }, []);

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) / box.width) * WIDTH,
      y: ((event.clientY - box.top) / box.height) * HEIGHT,
    };
  };

  function clear() {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    drawn.current = false;
    onChange('');
  }

  return (
    <div className="signature-pad">
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        className="signature-pad__canvas"
        role="img"
        aria-label={t`Signature drawing area`}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.beginPath();
          context?.moveTo(x, y);
          drawing.current = true;
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const context = event.currentTarget.getContext('2d');
          const { x, y } = point(event);
          context?.lineTo(x, y);
          context?.stroke();
          drawn.current = true;
        }}
        onPointerUp={(event) => {
          drawing.current = false;
          if (drawn.current) onChange(event.currentTarget.toDataURL('image/png'));
        }}
      />
      <Button variant="secondary" onClick={clear}>
        <Trans>Clear the drawing</Trans>
      </Button>
    </div>
  );
}
