import { PROOF_ACCEPT, PROOF_MAX_BYTES, PROOFS_MAX, type Proof } from '@ssb/domain';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { useRemoveProof, useUploadProof } from '../api';

const sizeOf = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/**
 * The application's proof documents: each file is uploaded as soon as it is chosen (one at a time,
 * so a phone on mobile data sends a little at once) and can be removed before the application goes.
 * A file over 10 MB is refused here before any upload; the server checks what it is.
 */
export function ProofUploader({ proofs, onChange, error }: { proofs: Proof[]; onChange: (proofs: Proof[]) => void; error?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProof();
  const remove = useRemoveProof();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (files: FileList | null) => {
    setProblem(null);
    let list = proofs;
    for (const file of Array.from(files ?? [])) {
      if (list.length >= PROOFS_MAX) {
        setProblem(`${PROOFS_MAX} proofs at most`);
        break;
      }
      if (file.size > PROOF_MAX_BYTES) {
        setProblem(`${file.name} is over 10 MB. Choose a smaller scan or photo.`);
        continue;
      }
      try {
        list = [...list, await upload.mutateAsync(file)];
        onChange(list);
      } catch (failure) {
        setProblem(`${file.name}: ${messageOf(failure, 'could not be uploaded. Please try again.')}`);
      }
    }
    if (input.current) input.current.value = '';
  };

  const drop = async (proof: Proof) => {
    setProblem(null);
    try {
      await remove.mutateAsync(proof.id);
      onChange(proofs.filter((p) => p.id !== proof.id));
    } catch (failure) {
      setProblem(messageOf(failure, 'The proof could not be removed. Please try again.'));
    }
  };

  const shown = problem ?? error;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-slate-900">
        Proof documents <span className="text-red-700">*</span>
      </legend>
      <p id="proof-hint" className="text-sm text-slate-600">
        A page of your discharge book or service ID, or your registration certificate. PDF or photo, 10 MB at most, up to {PROOFS_MAX}. Only our admins see them.
      </p>
      {proofs.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label="Uploaded proofs">
          {proofs.map((proof) => (
            <li key={proof.id} className="flex items-center justify-between gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              <span className="min-w-0 break-all">
                <span className="font-medium text-slate-900">{proof.fileName}</span> <span className="text-slate-500">({sizeOf(proof.sizeBytes)})</span>
              </span>
              <Button type="button" variant="ghost" size="sm" onClick={() => void drop(proof)} disabled={remove.isPending} aria-label={`Remove ${proof.fileName}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <input
          ref={input}
          id="proof"
          type="file"
          accept={PROOF_ACCEPT}
          multiple
          className="sr-only"
          aria-describedby={shown ? 'proof-hint proof-error' : 'proof-hint'}
          onChange={(e) => void choose(e.target.files)}
        />
        <Button type="button" variant="outline" busy={upload.isPending} busyLabel="Uploading…" onClick={() => input.current?.click()} disabled={proofs.length >= PROOFS_MAX}>
          {proofs.length ? 'Add another proof' : 'Choose proof documents'}
        </Button>
      </div>
      {shown && (
        <p id="proof-error" role="alert" className="text-sm text-red-700">
          {shown}
        </p>
      )}
    </fieldset>
  );
}
