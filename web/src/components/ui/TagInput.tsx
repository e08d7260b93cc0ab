import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { controlClasses, useFieldControl } from './Field';

/** At most 6 suggestions while typing, 8 quick-add chips (docs/product/screens.md "Profile edit"). */
export const TAG_SUGGESTIONS_SHOWN = 6;
export const TAG_QUICK_ADD_SHOWN = 8;

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Adds `text` (trimmed) unless it is empty or already there, ignoring case. */
export function addTag(tags: readonly string[], text: string, max = Infinity): string[] {
  const tag = clean(text);
  if (!tag || tags.length >= max || tags.some((t) => same(t, tag))) return [...tags];
  return [...tags, tag];
}

export interface TagInputProps {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** Offered while typing (filtered, up to 6) and as quick-add chips (up to 8) while the input is empty. */
  suggestions?: readonly string[];
  placeholder?: string;
  /** Most tags allowed; the input is disabled when reached. */
  maxTags?: number;
  /** Longest tag. */
  maxLength?: number;
  /** Names the list and the buttons for screen readers, e.g. "Skills". */
  itemLabel?: string;
  disabled?: boolean;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
  /** Called when the input loses focus (react-hook-form's onBlur). */
  onBlur?: () => void;
}

/**
 * Tags as chips (docs/product/screens.md "Profile edit", tag lists). Put it inside <Field label="Skills"> like an Input.
 * - Enter or comma adds the typed text; duplicates (any case) are dropped; pasting "a, b" adds both.
 * - Backspace in the empty input removes the last tag.
 * - Double-click a tag (or F2 on it) to edit it; an empty edit removes it.
 * - Drag to reorder; from the keyboard: focus a tag, Space to pick up, arrows to move, Space to drop.
 * - Arrow keys move through the suggestions; Enter picks the highlighted one.
 */
export function TagInput({
  value,
  onChange,
  suggestions = [],
  placeholder = 'Type and press Enter',
  maxTags = 50,
  maxLength = 80,
  itemLabel = 'Tags',
  disabled = false,
  className,
  onBlur,
  ...props
}: TagInputProps) {
  const control = useFieldControl(props);
  const auto = useId();
  const inputId = control.id ?? `tag${auto}`;
  const listboxId = `${inputId}-suggestions`;
  const helpId = `${inputId}-help`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [editing, setEditing] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const full = value.length >= maxTags;

  const unused = useMemo(() => suggestions.filter((s) => !value.some((t) => same(t, s))), [suggestions, value]);
  const query = clean(text).toLocaleLowerCase();
  const matches = query ? unused.filter((s) => s.toLocaleLowerCase().includes(query)).slice(0, TAG_SUGGESTIONS_SHOWN) : [];
  const quickAdd = unused.slice(0, TAG_QUICK_ADD_SHOWN);
  const listOpen = open && matches.length > 0;

  const commit = (raw: string) => {
    let next = [...value];
    for (const part of raw.split(',')) next = addTag(next, part.slice(0, maxLength), maxTags);
    if (next.length !== value.length) onChange(next);
    setText('');
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'ArrowDown' && matches.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % matches.length);
    } else if (e.key === 'ArrowUp' && matches.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? matches.length - 1 : i - 1));
    } else if (e.key === 'Enter' || e.key === ',') {
      // Enter never submits the surrounding form from here.
      e.preventDefault();
      const picked = listOpen && active >= 0 ? matches[active] : undefined;
      commit(picked ?? text);
    } else if (e.key === 'Escape' && listOpen) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      e.preventDefault();
      onChange(value.slice(0, -1));
    }
  };

  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    inputRef.current?.focus();
  };

  const saveEdit = (index: number, raw: string) => {
    setEditing(null);
    const tag = clean(raw).slice(0, maxLength);
    if (!tag) {
      onChange(value.filter((_, i) => i !== index));
    } else if (!value.some((t, i) => i !== index && same(t, tag))) {
      onChange(value.map((t, i) => (i === index ? tag : t)));
    } else {
      // Renamed to an existing tag: keep one.
      onChange(value.filter((_, i) => i !== index));
    }
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active: moved, over }: DragEndEvent) => {
    if (!over || moved.id === over.id) return;
    const from = value.indexOf(String(moved.id));
    const to = value.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onChange(arrayMove([...value], from, to));
  };

  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up ${a.id}. Use the arrow keys to move it, Space to drop, Escape to cancel.`,
    onDragOver: ({ active: a, over }) => (over ? `${a.id} is now at position ${value.indexOf(String(over.id)) + 1} of ${value.length}.` : undefined),
    onDragEnd: ({ active: a, over }) => (over ? `${a.id} dropped at position ${value.indexOf(String(over.id)) + 1} of ${value.length}.` : `${a.id} dropped.`),
    onDragCancel: ({ active: a }) => `Moving ${a.id} was cancelled.`,
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div
        className={cn(
          controlClasses,
          'flex min-h-11 flex-wrap items-center gap-1.5 px-1.5 py-1.5 focus-within:border-primary-600',
          disabled && 'bg-slate-100',
          control['aria-invalid'] && 'border-red-600',
        )}
      >
        {value.length > 0 && (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements, screenReaderInstructions: { draggable: 'Press Space to pick up the tag, arrow keys to move it, Space to drop it. Press F2 or double-click to edit.' } }}
          >
            <SortableContext items={[...value]} strategy={rectSortingStrategy}>
              <ul aria-label={itemLabel} className="flex max-w-full flex-wrap gap-1.5">
                {value.map((tag, index) => (
                  <SortableTag
                    key={tag}
                    tag={tag}
                    editing={editing === index}
                    disabled={disabled}
                    maxLength={maxLength}
                    onEdit={() => setEditing(index)}
                    onSave={(raw) => saveEdit(index, raw)}
                    onCancel={() => setEditing(null)}
                    onRemove={() => remove(index)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        )}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listOpen}
          aria-controls={listOpen ? listboxId : undefined}
          aria-activedescendant={listOpen && active >= 0 ? `${listboxId}-${active}` : undefined}
          aria-describedby={[control['aria-describedby'], helpId].filter(Boolean).join(' ')}
          aria-invalid={control['aria-invalid']}
          enterKeyHint="enter"
          autoComplete="off"
          value={text}
          maxLength={maxLength + 1}
          disabled={disabled || full}
          placeholder={full ? `At most ${maxTags}` : placeholder}
          onChange={(e) => {
            const next = e.target.value;
            // A comma typed or pasted commits what comes before it.
            if (next.includes(',')) {
              const lastComma = next.lastIndexOf(',');
              commit(next.slice(0, lastComma));
              setText(next.slice(lastComma + 1).trimStart());
            } else {
              setText(next);
              setActive(-1);
            }
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            onBlur?.();
          }}
          className="min-h-8 min-w-[8rem] flex-1 border-0 bg-transparent px-1.5 py-1 text-base text-slate-900 outline-none placeholder:text-slate-500 focus-visible:outline-none disabled:cursor-not-allowed"
        />
      </div>
      <p id={helpId} className="sr-only">
        Press Enter or comma to add. Backspace in the empty field removes the last one.
      </p>

      {listOpen && (
        <ul
          id={listboxId}
          role="listbox"
          aria-label={`Suggestions for ${itemLabel.toLocaleLowerCase()}`}
          className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-md"
        >
          {matches.map((s, i) => (
            <li
              key={s}
              id={`${listboxId}-${i}`}
              role="option"
              aria-selected={i === active}
              // Keep focus in the input while clicking an option.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => commit(s)}
              className={cn(
                'flex min-h-11 cursor-pointer items-center px-3 text-sm text-slate-800 pointer-fine:min-h-9',
                i === active ? 'bg-primary-50 text-primary-900' : 'hover:bg-slate-50',
              )}
            >
              {s}
            </li>
          ))}
        </ul>
      )}

      {quickAdd.length > 0 && !full && !disabled && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs font-medium text-slate-600">Quick add:</span>
          <ul className="flex flex-wrap gap-1.5" aria-label={`Quick add ${itemLabel.toLocaleLowerCase()}`}>
            {quickAdd.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  onClick={() => onChange(addTag(value, s, maxTags))}
                  aria-label={`Add ${s}`}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-dashed border-slate-300 bg-white px-3 text-sm text-slate-700 hover:border-primary-400 hover:bg-primary-50 hover:text-primary-900 pointer-fine:min-h-8"
                >
                  <span aria-hidden="true">+</span>
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

interface SortableTagProps {
  tag: string;
  editing: boolean;
  disabled: boolean;
  maxLength: number;
  onEdit: () => void;
  onSave: (text: string) => void;
  onCancel: () => void;
  onRemove: () => void;
}

function SortableTag({ tag, editing, disabled, maxLength, onEdit, onSave, onCancel, onRemove }: SortableTagProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: tag,
    disabled: disabled || editing,
  });
  const style = { transform: CSS.Translate.toString(transform), transition };

  if (editing) {
    return (
      <li ref={setNodeRef} style={style} className="flex">
        <input
          // The edit box replaces the chip the user chose to edit.
          autoFocus
          aria-label={`Edit ${tag}`}
          defaultValue={tag}
          maxLength={maxLength}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSave(e.currentTarget.value);
            } else if (e.key === 'Escape') {
              e.preventDefault();
              onCancel();
            }
          }}
          onBlur={(e) => onSave(e.currentTarget.value)}
          className="min-h-11 w-40 max-w-full rounded-full pointer-fine:min-h-8 border border-primary-600 bg-white px-3 text-sm outline-none ring-2 ring-primary-200"
        />
      </li>
    );
  }

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={cn(
        'flex max-w-full items-center rounded-2xl bg-primary-100 text-sm font-medium text-primary-900',
        isDragging && 'z-10 shadow-md ring-2 ring-primary-400',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-roledescription="sortable tag"
        title="Double-click to edit, drag to reorder"
        disabled={disabled}
        onDoubleClick={onEdit}
        onKeyDown={(e) => {
          if (e.key === 'F2') {
            e.preventDefault();
            onEdit();
            return;
          }
          if (e.key === 'Delete') {
            e.preventDefault();
            onRemove();
            return;
          }
          listeners?.onKeyDown?.(e);
        }}
        className="min-h-11 min-w-0 cursor-grab touch-manipulation rounded-l-2xl py-1 pr-1 pl-3 text-left break-words active:cursor-grabbing pointer-fine:min-h-8"
      >
        {tag}
      </button>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${tag}`}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-primary-700 hover:bg-primary-200 hover:text-primary-950 pointer-fine:size-8"
      >
        <svg className="size-4" viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
        </svg>
      </button>
    </li>
  );
}
