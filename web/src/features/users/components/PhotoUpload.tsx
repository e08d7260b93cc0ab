import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from '../../../components/ui/Avatar';
import { Button } from '../../../components/ui/Button';
import { isApiError } from '../../../lib/api';
import { avatarUrlOf, displayName, useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { serverMessageOf } from '../../auth/api';
import { useUploadAvatar } from '../api';
import { ImageProcessingError, resizeImage } from '../resizeImage';

export const PHOTO_UPLOAD_FAILED = 'Could not upload profile photo';
export const CHOOSE_AN_IMAGE = 'Please choose an image file (JPG or PNG).';

/**
 * The onboarding's photo: uploaded as soon as it is chosen (POST /api/users/upload, made smaller first),
 * so it needs no step save. A failure says why and keeps the photo there was.
 */
export function PhotoUpload() {
  const { user, updateUser } = useAuth();
  const upload = useUploadAvatar();
  const fileRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const hintId = useId();
  const current = avatarUrlOf(user);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(CHOOSE_AN_IMAGE);
      return;
    }
    setError(null);
    try {
      const url = await upload.mutateAsync(await resizeImage(file));
      updateUser({ profileImageUrl: url });
      notify('success', 'Photo saved');
    } catch (failure) {
      if (isApiError(failure) && failure.sessionExpired) return;
      setError(serverMessageOf(failure) ?? (failure instanceof ImageProcessingError ? failure.message : PHOTO_UPLOAD_FAILED));
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <Avatar src={current} name={displayName(user)} size={80} alt={current ? 'Your profile photo' : ''} eager />
      <div className="flex min-w-0 flex-col gap-2">
        <input
          ref={fileRef}
          aria-label="Profile photo"
          type="file"
          accept="image/*"
          className="sr-only"
          aria-describedby={hintId}
          onChange={(e) => void choose(e)}
          tabIndex={-1}
        />
        <Button variant="outline" className="w-fit" onClick={() => fileRef.current?.click()} busy={upload.isPending} busyLabel="Uploading…">
          {current ? 'Change photo' : 'Choose photo'}
        </Button>
        <p id={hintId} className="text-sm text-slate-600">
          A clear photo of your face builds trust. A square JPG or PNG works best.
        </p>
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
