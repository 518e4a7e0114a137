/**
 * Dictation in the editors (issue 41, "Hands"): the browser's own speech recognition in Dutch,
 * where the browser has it (Chrome, Edge, Safari: `SpeechRecognition` or `webkitSpeechRecognition`);
 * elsewhere the editor simply has no "Dicteer" button. Never required: typing always works, and
 * the phone's keyboard dictation works in the editable area as before.
 *
 * One recognition per press: continuous, final results only (each final phrase is inserted where
 * the cursor is), `lang` nl-NL. A second press stops it; so do the browser (silence, an error) and
 * leaving the page. What goes wrong is said in Dutch at the toolbar (the Web Speech API's error
 * codes: not-allowed, service-not-allowed, no-speech, audio-capture, network, aborted).
 */
import { useEffect, useRef, useState } from "react";

/** The part of the Web Speech API this uses. */
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

export interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}

type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, or null where it has none. */
export function speechRecognition(): RecognitionConstructor | null {
  if (typeof window === "undefined") return null;
  const host = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return host.SpeechRecognition ?? host.webkitSpeechRecognition ?? null;
}

/** The Web Speech API's error code as the key of its Dutch text (editor.dictation.errors.*). */
export function dictationErrorKey(code: string): string | null {
  if (code === "aborted") return null;
  if (code === "not-allowed" || code === "service-not-allowed") return "notAllowed";
  if (code === "no-speech") return "noSpeech";
  if (code === "audio-capture") return "noMicrophone";
  if (code === "network") return "network";
  return "other";
}

export interface Dictation {
  supported: boolean;
  listening: boolean;
  /** The key of the Dutch text of what went wrong (editor.dictation.errors.*), or null. */
  errorKey: string | null;
  toggle(): void;
}

/** `insert` receives each phrase the browser recognised, `announce` the start and the stop. */
export function useDictation(
  insert: (text: string) => void,
  announce: (key: "started" | "stopped") => void,
): Dictation {
  // Known after mounting: the server's HTML (and so the first render while hydrating) has no button.
  const [supported, setSupported] = useState(false);
  useEffect(() => setSupported(speechRecognition() !== null), []);
  const [listening, setListening] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const current = useRef<Recognition | null>(null);
  const insertRef = useRef(insert);
  insertRef.current = insert;
  const announceRef = useRef(announce);
  announceRef.current = announce;

  useEffect(() => () => current.current?.abort(), []);

  function toggle() {
    if (current.current) {
      current.current.stop();
      return;
    }
    const Constructor = speechRecognition();
    if (!Constructor) return;
    const recognition = new Constructor();
    recognition.lang = "nl-NL";
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      let text = "";
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index]!;
        if (result.isFinal) text += result[0].transcript;
      }
      if (text.trim()) insertRef.current(`${text.trim()} `);
    };
    recognition.onerror = (event) => setErrorKey(dictationErrorKey(event.error));
    recognition.onend = () => {
      current.current = null;
      setListening(false);
      announceRef.current("stopped");
    };
    setErrorKey(null);
    try {
      recognition.start();
    } catch {
      setErrorKey("other");
      return;
    }
    current.current = recognition;
    setListening(true);
    announceRef.current("started");
  }

  return { supported, listening, errorKey, toggle };
}
