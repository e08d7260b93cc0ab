import { useState } from 'react';
import { cn } from '../../lib/cn';

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

// Calm, dark tones that carry white initials at >= 4.5:1.
const TONES = ['#14264a', '#3b5323', '#1b3a73', '#0b5778', '#7c340d', '#4a3f6b', '#2f4858', '#5b3a29'];

function toneOf(name: string): string {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return TONES[Math.abs(hash) % TONES.length]!;
}

export interface AvatarProps {
  /** Picture link; absent or broken shows the initials avatar. */
  src?: string | null;
  /** The person's name: initials, colour and default alt text. */
  name?: string | null;
  /** Pixel size (width = height). */
  size?: number;
  /** Alt text; '' when a name is printed next to the avatar. Defaults to the name. */
  alt?: string;
  className?: string;
  /** Load at once (above the fold, e.g. the navbar); lazy otherwise. */
  eager?: boolean;
}

/** A round avatar: lazy image with width and height, or an intentional initials badge. */
export function Avatar({ src, name, size = 40, alt, className, eager = false }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const label = alt ?? name ?? '';
  const box = cn('inline-block shrink-0 overflow-hidden rounded-full', className);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={label}
        width={size}
        height={size}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailedSrc(src)}
        className={cn(box, 'bg-slate-200 object-cover')}
        style={{ width: size, height: size }}
      />
    );
  }
  const initials = initialsOf(name);
  return (
    <span
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn(box, 'relative select-none')}
      style={{ width: size, height: size, backgroundColor: toneOf(name ?? '') }}
    >
      {initials ? (
        <span
          className="absolute inset-0 flex items-center justify-center font-semibold tracking-wide text-white"
          style={{ fontSize: Math.max(10, Math.round(size * 0.38)) }}
          aria-hidden="true"
        >
          {initials}
        </span>
      ) : (
        <svg viewBox="0 0 40 40" className="absolute inset-0 size-full" aria-hidden="true">
          <circle cx="20" cy="15.5" r="7" fill="#ffffff" fillOpacity="0.85" />
          <path d="M6.5 36c1.8-7 7-10.5 13.5-10.5S31.7 29 33.5 36" fill="#ffffff" fillOpacity="0.85" />
        </svg>
      )}
    </span>
  );
}
