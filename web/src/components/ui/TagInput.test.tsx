import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { addTag, TagInput } from './TagInput';

const SUGGESTIONS = ['Psychology', 'Command Tasks', 'Interview Techniques', 'Group Discussion', 'Personal Interview', 'Psychological Tests', 'GTO Tasks', 'Lecturette', 'Screening', 'Conference', 'Current Affairs'];

function Harness({ initial = [], suggestions, onChange }: { initial?: string[]; suggestions?: string[]; onChange?: (t: string[]) => void }) {
  const [tags, setTags] = useState(initial);
  return (
    <Field label="Skills" hint="Add a few">
      <TagInput
        value={tags}
        onChange={(next) => {
          setTags(next);
          onChange?.(next);
        }}
        suggestions={suggestions}
        itemLabel="Skills"
      />
    </Field>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Skills' });
const tags = () => within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.textContent);

describe('addTag', () => {
  it('trims, collapses spaces and drops duplicates in any case', () => {
    expect(addTag(['Leadership'], '  team   work ')).toEqual(['Leadership', 'team work']);
    expect(addTag(['Leadership'], 'LEADERSHIP')).toEqual(['Leadership']);
    expect(addTag(['a'], '   ')).toEqual(['a']);
    expect(addTag(['a', 'b'], 'c', 2)).toEqual(['a', 'b']);
  });
});

describe('TagInput', () => {
  it('is labelled by its field and describes how to add', () => {
    render(<Harness />);
    expect(input()).toHaveAccessibleDescription(/Add a few/);
    expect(input()).toHaveAccessibleDescription(/Press Enter or comma to add/);
  });

  it('adds a tag on Enter and on comma, and drops duplicates ignoring case', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.type(input(), 'Leadership{Enter}');
    await user.type(input(), 'Coaching,');
    await user.type(input(), 'leadership{Enter}');
    expect(tags()).toEqual(['Leadership', 'Coaching']);
    expect(input()).toHaveValue('');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('adds every part of a pasted comma list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(input());
    await user.paste('UX, Product, ux, Engineering');
    await user.keyboard('{Enter}');
    expect(tags()).toEqual(['UX', 'Product', 'Engineering']);
  });

  it('removes the last tag on Backspace in the empty input, and a tag with its remove button', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['One', 'Two', 'Three']} />);
    await user.click(input());
    await user.keyboard('{Backspace}');
    expect(tags()).toEqual(['One', 'Two']);
    await user.type(input(), 'x{Backspace}');
    expect(tags()).toEqual(['One', 'Two']);
    await user.click(screen.getByRole('button', { name: 'Remove One' }));
    expect(tags()).toEqual(['Two']);
  });

  it('edits a tag on double-click, and an empty edit removes it', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Comunication', 'Coaching']} />);
    await user.dblClick(screen.getByRole('button', { name: /^Comunication/ }));
    const edit = screen.getByRole('textbox', { name: 'Edit Comunication' });
    expect(edit).toHaveFocus();
    await user.clear(edit);
    await user.type(edit, 'Communication{Enter}');
    expect(tags()).toEqual(['Communication', 'Coaching']);

    await user.dblClick(screen.getByRole('button', { name: /^Coaching/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Edit Coaching' }));
    await user.keyboard('{Enter}');
    expect(tags()).toEqual(['Communication']);
  });

  it('starts editing with F2 from the keyboard, and Escape cancels', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Leadership']} />);
    screen.getByRole('button', { name: /^Leadership/ }).focus();
    await user.keyboard('{F2}');
    const edit = screen.getByRole('textbox', { name: 'Edit Leadership' });
    await user.type(edit, 'XYZ{Escape}');
    expect(tags()).toEqual(['Leadership']);
  });

  it('shows at most 6 suggestions filtered by the input, and Enter picks the highlighted one', async () => {
    const user = userEvent.setup();
    render(<Harness suggestions={SUGGESTIONS} />);
    await user.type(input(), 's');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(6);
    for (const o of options) expect(o.textContent?.toLowerCase()).toContain('s');

    await user.clear(input());
    await user.type(input(), 'task');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Command Tasks', 'GTO Tasks']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'GTO Tasks' }).id);
    await user.keyboard('{Enter}');
    expect(tags()).toEqual(['GTO Tasks']);
  });

  it('offers 8 quick-add chips of the unused suggestions', async () => {
    const user = userEvent.setup();
    render(<Harness suggestions={SUGGESTIONS} />);
    const quick = within(screen.getByRole('list', { name: 'Quick add skills' })).getAllByRole('button');
    expect(quick).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Add Psychology' }));
    expect(tags()).toEqual(['Psychology']);
    expect(screen.queryByRole('button', { name: 'Add Psychology' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Quick add skills' })).getAllByRole('button')).toHaveLength(8);
  });

  it('does not submit the surrounding form on Enter', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Harness />
      </form>,
    );
    await user.type(input(), 'Leadership{Enter}{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('makes each tag a keyboard-sortable item', () => {
    render(<Harness initial={['First', 'Second']} />);
    const handle = screen.getByRole('button', { name: /^First/ });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable tag');
    expect(handle).toHaveAttribute('tabindex', '0');
    // The drag instructions are announced with the tag.
    expect(handle.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.keyDown(handle, { key: 'Delete', code: 'Delete' });
    expect(tags()).toEqual(['Second']);
  });
});
