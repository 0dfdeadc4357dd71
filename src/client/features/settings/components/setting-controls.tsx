import { useId, type ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LabelledSwitch } from '@/components/ui/labelled-switch';
import type { Settings } from '../../../../shared/settings.js';
import { useSettingUpdater } from '../api/update-setting';

type KeysOf<V> = { [K in keyof Settings]: Settings[K] extends V ? K : never }[keyof Settings];

/** A labelled switch bound to one boolean setting. */
export function SettingSwitch({
  settings,
  name,
  label,
  description,
}: {
  settings: Settings;
  name: KeysOf<boolean>;
  label: string;
  description?: ReactNode;
}) {
  const { update } = useSettingUpdater();
  return (
    <LabelledSwitch label={label} description={description} checked={settings[name]} onCheckedChange={(checked) => update(name, checked)} />
  );
}

export interface Option<V> {
  value: V;
  label: string;
}

/** A labelled select bound to one setting with a fixed list of values (text or numbers). */
export function SettingSelect<K extends KeysOf<string | number>>({
  settings,
  name,
  label,
  options,
  description,
  onPick,
}: {
  settings: Settings;
  name: K;
  label: string;
  options: readonly Option<Settings[K]>[];
  description?: ReactNode;
  /** Runs at once with the chosen value, before the server answers (the theme applies immediately). */
  onPick?: (value: Settings[K]) => void;
}) {
  const { update } = useSettingUpdater();
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={String(settings[name])}
        aria-describedby={description ? `${id}-description` : undefined}
        onChange={(event) => {
          const option = options.find((o) => String(o.value) === event.target.value);
          if (!option) return;
          onPick?.(option.value);
          update(name, option.value);
        }}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
      {description && (
        <p id={`${id}-description`} className="mt-2 text-sm text-muted-foreground">
          {description}
        </p>
      )}
    </div>
  );
}
