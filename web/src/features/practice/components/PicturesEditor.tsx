import { SET_LIMITS } from '@ssb/domain';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button';
import { messageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useUploadPicture } from '../api';
import type { SetForm } from '../setForm';

type Picture = SetForm['pictures'][number];

/**
 * TAT and PPDT pictures: uploaded one by one (re-encoded by the server), in the order shown; for TAT
 * the blank slide follows the last one by itself.
 */
export function PicturesEditor({ kind, setId, pictures, onChange, readOnly }: { kind: 'tat' | 'ppdt'; setId: string | null; pictures: Picture[]; onChange: (next: Picture[]) => void; readOnly: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadPicture(setId ?? '');
  const most = kind === 'tat' ? SET_LIMITS.tatPictures : 1;
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  if (!setId) return <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">Create the draft first (a title is enough), then add its pictures.</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">
        {kind === 'tat'
          ? `Up to ${most} pictures, shown in this order for 30 seconds each; the blank slide comes after the last one by itself. Ambiguous scenes work best: people, a setting, no obvious story.`
          : 'One hazy, ambiguous picture with a few people in it: aspirants see it for 30 seconds.'}
      </p>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {pictures.map((picture, index) => (
          <li key={picture.image} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-2">
            <img src={picture.imageUrl} alt={`Picture ${index + 1}`} className="aspect-[4/3] w-full rounded-md bg-slate-100 object-cover" />
            <p className="text-sm font-medium text-slate-700">Picture {index + 1}</p>
            {!readOnly && (
              <div className="flex flex-wrap gap-1">
                {index > 0 && (
                  <Button variant="ghost" size="sm" onClick={() => move(index, index - 1)} aria-label={`Move picture ${index + 1} earlier`}>
                    ←
                  </Button>
                )}
                {index < pictures.length - 1 && (
                  <Button variant="ghost" size="sm" onClick={() => move(index, index + 1)} aria-label={`Move picture ${index + 1} later`}>
                    →
                  </Button>
                )}
                <Button variant="ghost" size="sm" onClick={() => onChange(pictures.filter((_, i) => i !== index))}>
                  Remove
                </Button>
              </div>
            )}
          </li>
        ))}
      </ol>
      {!readOnly && pictures.length < most && (
        <div>
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            aria-label="Choose a picture"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              upload.mutate(file, {
                onSuccess: (picture) => onChange([...pictures, picture]),
                onError: (error) => notify('error', 'The picture was not added', { description: messageOf(error) }),
              });
            }}
          />
          <Button variant="outline" busy={upload.isPending} busyLabel="Uploading…" onClick={() => input.current?.click()}>
            Add a picture
          </Button>
        </div>
      )}
    </div>
  );
}
