import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { MOOD_TAGS, MOOD_TAG_MAX, uniqueIgnoringCase } from '../../../../shared/health.js';

/**
 * Mood tags: the predefined ones and custom ones (at most 15 characters, no duplicates); each
 * toggles. `errorId` names the problem shown under the picker, when there is one.
 */
export function TagPicker({ value, onChange, errorId }: { value: string[]; onChange: (tags: string[]) => void; errorId?: string }) {
  const [custom, setCustom] = useState('');
  const shown = uniqueIgnoringCase([...MOOD_TAGS, ...value]);
  const toggle = (tag: string) => onChange(value.includes(tag) ? value.filter((t) => t !== tag) : [...value, tag]);
  const add = () => {
    const typed = custom.trim();
    if (!typed) return;
    // 'Calm' picks the offered 'calm'; a tag already chosen in another case is not added twice.
    const tag = shown.find((t) => t.toLocaleLowerCase() === typed.toLocaleLowerCase()) ?? typed;
    if (!value.includes(tag)) onChange([...value, tag]);
    setCustom('');
  };
  return (
    <fieldset className="space-y-2" aria-invalid={errorId ? true : undefined} aria-describedby={errorId}>
      <legend className="text-sm font-semibold">Tags</legend>
      <div className="flex flex-wrap gap-2">
        {shown.map((tag) => (
          <button
            key={tag}
            type="button"
            aria-pressed={value.includes(tag)}
            onClick={() => toggle(tag)}
            className={cn(
              'cursor-pointer rounded-full border px-3 py-1 text-sm transition-colors',
              value.includes(tag) ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent',
            )}
          >
            {tag}
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <label htmlFor="custom-tag" className="sr-only">
          Custom tag
        </label>
        <Input
          id="custom-tag"
          placeholder="Add your own tag"
          maxLength={MOOD_TAG_MAX}
          value={custom}
          onChange={(e) => setCustom(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" onClick={add} disabled={!custom.trim()}>
          Add
        </Button>
      </div>
    </fieldset>
  );
}
