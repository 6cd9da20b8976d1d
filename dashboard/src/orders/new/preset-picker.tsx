import type { LeadPreset } from '@leadproof/contract/leads';
import { Button, Label } from '@leadproof/ui';
import { Save } from 'lucide-react';
import { useState } from 'react';
import * as forms from '../../lib/form.css';
import * as page from '../../lib/page.css';
import * as styles from './new-order.css';

/** Props of `PresetPicker`. */
export interface PresetPickerProps {
  /** The user's presets by name; undefined while they load. */
  presets: readonly LeadPreset[] | undefined;
  /** Why the presets failed to load. */
  error?: string | undefined;
  onLoad: (preset: LeadPreset) => void;
  /** Save the form's profile as a new preset (asks for its name). */
  onSave: () => void;
  onRename: (preset: LeadPreset) => void;
  onDelete: (preset: LeadPreset) => void;
  /** The preset being deleted: its Delete is busy. */
  deletingId?: string | null;
}

/**
 * The saved presets over the form: pick one and Load it into the form, Rename or Delete it; Save Preset keeps
 * the profile on screen under a name.
 */
export function PresetPicker({
  presets,
  error,
  onLoad,
  onSave,
  onRename,
  onDelete,
  deletingId = null,
}: PresetPickerProps) {
  const [chosenId, setChosenId] = useState('');
  // A deleted (or not yet loaded) preset is no choice.
  const chosen = presets?.find((preset) => preset.id === chosenId);
  const none = presets !== undefined && presets.length === 0;
  return (
    <div className={page.stack}>
      <div className={styles.presetBar}>
        <div className={forms.field}>
          <Label htmlFor="preset-choice">Saved presets</Label>
          <select
            id="preset-choice"
            className={styles.select}
            value={chosen?.id ?? ''}
            disabled={!presets || none}
            aria-describedby={error ? 'preset-error' : undefined}
            onChange={(event) => setChosenId(event.target.value)}
          >
            <option value="">
              {presets === undefined ? 'Loading presets...' : none ? 'No presets yet' : 'Choose a preset'}
            </option>
            {presets?.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.name}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" disabled={!chosen} onClick={() => chosen && onLoad(chosen)}>
          Load
        </Button>
        <Button variant="ghost" disabled={!chosen} onClick={() => chosen && onRename(chosen)}>
          Rename
        </Button>
        <Button
          variant="ghost"
          disabled={!chosen}
          busy={chosen !== undefined && deletingId === chosen.id}
          busyLabel="Deleting..."
          onClick={() => chosen && onDelete(chosen)}
        >
          Delete
        </Button>
        <Button variant="outline" onClick={onSave}>
          <Save size={14} aria-hidden />
          Save Preset
        </Button>
      </div>
      {error ? (
        <p id="preset-error" className={page.errorText}>
          Could not load your presets: {error}
        </p>
      ) : null}
    </div>
  );
}
