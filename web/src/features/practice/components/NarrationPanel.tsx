import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { formatClock } from '../lib';

/** The board gives each candidate about a minute to narrate their story to the group. */
export const NARRATION_MS = 60_000;

type Stage = 'ready' | 'running' | 'done';

const canRecord = () => typeof window !== 'undefined' && typeof window.MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/**
 * After PPDT's story: narrate it aloud in one minute, as before the group. A timer, and if the
 * aspirant wants and the device allows, a recording to play back. The recording stays in this
 * page's memory only: it is never uploaded nor stored, and is gone when the page is left.
 */
export function NarrationPanel({ story }: { story: string | null }) {
  const [stage, setStage] = useState<Stage>('ready');
  const [endsAt, setEndsAt] = useState(0);
  const [left, setLeft] = useState(NARRATION_MS);
  const [recordingUrl, setRecordingUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [recording, setRecording] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);

  const stopRecording = () => {
    if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setRecording(false);
  };

  const finish = () => {
    stopRecording();
    setStage('done');
  };

  useEffect(() => {
    if (stage !== 'running') return;
    const tick = setInterval(() => {
      const ms = endsAt - performance.now();
      setLeft(ms);
      if (ms <= 0) finish();
    }, 200);
    return () => clearInterval(tick);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- finish reads refs only
  }, [stage, endsAt]);

  // Leaving the page: the microphone is let go and the recording forgotten.
  useEffect(() => () => stopRecording(), []);
  useEffect(() => () => void (recordingUrl && URL.revokeObjectURL(recordingUrl)), [recordingUrl]);

  const begin = async (record: boolean) => {
    setProblem(null);
    setRecordingUrl(null);
    if (record) {
      try {
        const media = await navigator.mediaDevices.getUserMedia({ audio: true });
        stream.current = media;
        const rec = new MediaRecorder(media);
        const chunks: Blob[] = [];
        rec.ondataavailable = (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        };
        rec.onstop = () => {
          if (chunks.length) setRecordingUrl(URL.createObjectURL(new Blob(chunks, { type: rec.mimeType || 'audio/webm' })));
        };
        rec.start();
        recorder.current = rec;
        setRecording(true);
      } catch {
        setProblem('The microphone could not be used, so nothing is recorded. Narrate aloud all the same: the minute has started.');
      }
    }
    setEndsAt(performance.now() + NARRATION_MS);
    setLeft(NARRATION_MS);
    setStage('running');
  };

  return (
    <section aria-labelledby="narration" className="mb-8 rounded-xl border border-primary-200 bg-primary-50 p-4 sm:p-5">
      <h2 id="narration" className="text-lg font-semibold text-primary-900">
        Narrate your story
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        At the board you now tell your story to the group, in about a minute. Say it aloud: who the characters are, what led to the scene, what happens and how it ends.
        {canRecord() && ' You may record yourself and listen back: the recording stays on this device, in this page only, and is never uploaded.'}
      </p>
      {story && (
        <details className="mt-3 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-primary-800">Your story</summary>
          <p className="whitespace-pre-wrap text-slate-800">{story}</p>
        </details>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {stage === 'running' ? (
          <>
            <span role="timer" aria-label="Time left to narrate" className="font-mono text-3xl font-bold text-primary-900 tabular-nums">
              {formatClock(left)}
            </span>
            {recording && <span className="text-sm font-semibold text-red-700">Recording</span>}
            <Button variant="outline" onClick={finish}>
              I have finished
            </Button>
          </>
        ) : (
          <>
            {canRecord() && <Button onClick={() => void begin(true)}>{stage === 'done' ? 'Again, recorded' : 'Start and record'}</Button>}
            <Button variant={canRecord() ? 'outline' : 'primary'} onClick={() => void begin(false)}>
              {stage === 'done' ? 'Again' : canRecord() ? 'Start without recording' : 'Start the minute'}
            </Button>
          </>
        )}
      </div>
      {problem && <p className="mt-2 text-sm text-amber-900">{problem}</p>}
      {stage === 'done' && !recordingUrl && <p className="mt-2 text-sm text-slate-700">Time. Did you finish within the minute?</p>}
      {stage === 'done' && recordingUrl && (
        <div className="mt-3 flex flex-col gap-1">
          <p className="text-sm text-slate-700">Your narration (on this device only):</p>
          <audio controls src={recordingUrl} className="w-full max-w-md" />
        </div>
      )}
    </section>
  );
}
