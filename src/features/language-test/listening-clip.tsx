/**
 * A listening clip. We ship no recordings: the device speaks the clip's script with the Web
 * Speech API in a voice of the language tested (D66 "Language tests: listening
 * without recordings"). Where the browser has no speech or no such voice, or for a candidate who
 * cannot listen, the script can be shown as text instead (WCAG 1.2.1: a text alternative for
 * audio); it stays hidden until asked for.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../ui/form/button.tsx';

function findVoice(language: string): SpeechSynthesisVoice | undefined {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return undefined;
  return window.speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(language));
}

function useVoice(language: string): SpeechSynthesisVoice | undefined {
  const [voice, setVoice] = useState(() => findVoice(language));
  useEffect(() => {
    if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
    const update = () => setVoice(findVoice(language));
    update();
    window.speechSynthesis.addEventListener('voiceschanged', update);
    return () => window.speechSynthesis.removeEventListener('voiceschanged', update);
  }, [language]);
  return voice;
}

export function ListeningClip({ script, language }: { script: string; language: string }) {
  const voice = useVoice(language);
  const [isPlaying, setPlaying] = useState(false);
  const [plays, setPlays] = useState(0);
  const [isTextShown, setTextShown] = useState(false);
  const textId = useId();
  // Leaving the question stops the voice (the parent keys this by item, so a new clip starts afresh).
  useEffect(() => {
    return () => {
      if (typeof window !== 'undefined' && 'speechSynthesis' in window) window.speechSynthesis.cancel();
    };
  }, [script]);

  const play = () => {
    if (!voice) return;
    window.speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(script);
    utterance.voice = voice;
    utterance.lang = voice.lang;
    utterance.rate = 0.9;
    utterance.onend = () => setPlaying(false);
    utterance.onerror = () => setPlaying(false);
    setPlaying(true);
    setPlays((n) => n + 1);
    window.speechSynthesis.speak(utterance);
  };

  return (
    <div className="lt-clip">
      {voice ? (
        <Button variant="secondary" onClick={play} disabled={isPlaying}>
          <span aria-hidden="true">▶</span>{' '}
          {isPlaying ? (
            <Trans>Playing…</Trans>
          ) : plays > 0 ? (
            <Trans>Play the recording again</Trans>
          ) : (
            <Trans>Play the recording</Trans>
          )}
        </Button>
      ) : (
        <p className="lt-muted">
          <Trans>This device cannot play the recording. You can read it instead.</Trans>
        </p>
      )}
      <button
        type="button"
        className="lt-link-button"
        aria-expanded={isTextShown}
        aria-controls={textId}
        onClick={() => setTextShown((v) => !v)}
      >
        {isTextShown ? <Trans>Hide the text</Trans> : <Trans>Show the text instead</Trans>}
      </button>
      <div id={textId} hidden={!isTextShown}>
        <blockquote className="lt-stimulus" lang={language}>
          {script}
        </blockquote>
      </div>
    </div>
  );
}
