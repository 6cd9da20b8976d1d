import type { LeadPreset } from '@leadproof/contract/leads';
import { ConflictError } from '@leadproof/sdk';
import { toast } from '@leadproof/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useClient } from '../../api/api-client-provider';
import { errorMessage } from '../../lib/error-message';
import { SectionCard } from '../../lib/section-card';
import { PresetNameDialog } from './preset-name-dialog';
import { PresetPicker } from './preset-picker';
import {
  leadCountOf,
  type ProfileFormValues,
  profileFormOfPreset,
  profileIcp,
  validateProfileForm,
} from './profile-form-values';
import {
  createLeadPresetMutation,
  deleteLeadPresetMutation,
  leadPresetsQuery,
  renameLeadPresetMutation,
} from './queries';

/** Props of `PresetsSection`. */
export interface PresetsSectionProps {
  /** The form as it stands: what Save Preset keeps. */
  values: ProfileFormValues;
  /** A preset was loaded: the form takes these values. */
  onLoad: (values: ProfileFormValues) => void;
}

/** A 409's words go on the name field; any other failure too, since the dialog is where the user looks. */
function nameError(error: Error | null): string | undefined {
  if (!error) return undefined;
  return error instanceof ConflictError ? errorMessage(error) : `Could not save: ${errorMessage(error)}`;
}

/**
 * The user's presets over the order form: load one into the form, save the form as one (a name dialog; a name
 * already taken is said on the field), rename or delete one.
 */
export function PresetsSection({ values, onLoad }: PresetsSectionProps) {
  const client = useClient();
  const presets = useQuery(leadPresetsQuery(client));
  const create = useMutation(createLeadPresetMutation(client));
  const rename = useMutation(renameLeadPresetMutation(client));
  const remove = useMutation(deleteLeadPresetMutation(client));
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState<LeadPreset | null>(null);

  const startSaving = () => {
    const problems = validateProfileForm(values);
    if (problems.industries || problems.countries) {
      toast({
        variant: 'destructive',
        title: 'Nothing to save yet',
        description: 'Choose at least one industry and one country, then save the profile as a preset.',
      });
      return;
    }
    create.reset();
    setSaving(true);
  };

  return (
    <SectionCard
      titleId="presets-title"
      title="Presets"
      description="Save a profile under a name to load it again here, or to use it with leadproof leads --preset."
    >
      <PresetPicker
        presets={presets.data}
        error={presets.isError ? errorMessage(presets.error) : undefined}
        onLoad={(preset) => {
          onLoad(profileFormOfPreset(preset, values));
          toast({ title: 'Preset loaded', description: `The form now holds “${preset.name}”.` });
        }}
        onSave={startSaving}
        onRename={(preset) => {
          rename.reset();
          setRenaming(preset);
        }}
        onDelete={(preset) =>
          remove.mutate(preset, {
            onSuccess: () => toast({ title: 'Preset deleted', description: `“${preset.name}” is gone.` }),
            onError: (failure) =>
              toast({
                variant: 'destructive',
                title: 'Could not delete the preset',
                description: errorMessage(failure),
              }),
          })
        }
        deletingId={remove.isPending ? (remove.variables?.id ?? null) : null}
      />
      <PresetNameDialog
        open={saving}
        onOpenChange={setSaving}
        title="Save preset"
        description="Save this profile and number of leads under a name, to load it again later."
        submitLabel="Save preset"
        busy={create.isPending}
        nameError={nameError(create.error)}
        onSubmit={(name) =>
          create.mutate(
            { name, icp: profileIcp(values), count: leadCountOf(values) ?? null },
            {
              onSuccess: (preset) => {
                setSaving(false);
                toast({ title: 'Preset saved', description: `“${preset.name}” is in your presets.` });
              },
            },
          )
        }
      />
      <PresetNameDialog
        open={renaming !== null}
        onOpenChange={(open) => (open ? undefined : setRenaming(null))}
        title="Rename preset"
        description={`Give “${renaming?.name ?? ''}” a new name.`}
        submitLabel="Rename"
        initialName={renaming?.name ?? ''}
        busy={rename.isPending}
        nameError={nameError(rename.error)}
        onSubmit={(name) =>
          renaming &&
          rename.mutate(
            { preset: renaming, name },
            {
              onSuccess: (preset) => {
                setRenaming(null);
                toast({ title: 'Preset renamed', description: `It is now “${preset.name}”.` });
              },
            },
          )
        }
      />
    </SectionCard>
  );
}
