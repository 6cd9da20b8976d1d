import { leadPresetListResponseSchema, leadPresetSchema } from '@leadproof/contract/leads';
import { Hono } from 'hono';
import { createLeadPreset } from '../../leads/presets/create-lead-preset';
import { deleteLeadPreset } from '../../leads/presets/delete-lead-preset';
import { listLeadPresets } from '../../leads/presets/list-lead-presets';
import { renameLeadPreset } from '../../leads/presets/rename-lead-preset';
import type { AppEnv } from '../app-env';
import { contractRoute } from '../contract-route';
import { respond } from '../validate';

/** `/api/leads/presets` routes: the user's saved ideal customer profiles. */
export function leadPresetsRoutes() {
  const app = new Hono<AppEnv>();

  // The user's presets, by name
  contractRoute(app, 'leadPresets.list', async (c) => {
    const items = await listLeadPresets(c.var.services.database, c.var.user.id);
    return respond(c, leadPresetListResponseSchema, { items });
  });

  // Save a profile under a name the user does not have yet
  contractRoute(app, 'leadPresets.create', async (c) => {
    const body = c.req.valid('json');
    const preset = await createLeadPreset(c.var.services.database, c.var.user.id, body);
    return respond(c, leadPresetSchema, preset, 201);
  });

  // Rename a preset
  contractRoute(app, 'leadPresets.rename', async (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const preset = await renameLeadPreset(c.var.services.database, c.var.user.id, id, name);
    return respond(c, leadPresetSchema, preset);
  });

  // Delete a preset
  contractRoute(app, 'leadPresets.delete', async (c) => {
    const { id } = c.req.valid('param');
    await deleteLeadPreset(c.var.services.database, c.var.user.id, id);
    return c.body(null, 204);
  });

  return app;
}
