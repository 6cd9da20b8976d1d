import { idParamsSchema } from '@leadproof/contract/common';
import {
  leadPresetCreateBodySchema,
  leadPresetListResponseSchema,
  leadPresetRenameBodySchema,
  leadPresetSchema,
} from '@leadproof/contract/leads';
import { Hono } from 'hono';
import { createLeadPreset } from '../../leads/presets/createLeadPreset';
import { deleteLeadPreset } from '../../leads/presets/deleteLeadPreset';
import { listLeadPresets } from '../../leads/presets/listLeadPresets';
import { renameLeadPreset } from '../../leads/presets/renameLeadPreset';
import type { AppEnv } from '../appEnv';
import { parseJsonBody, respond } from '../validate';

/** `/api/leads/presets` routes: the user's saved ideal customer profiles. */
export function leadPresetsRoutes() {
  const app = new Hono<AppEnv>();

  // GET /api/leads/presets – the user's presets, by name
  app.get('/', async (c) => {
    const items = await listLeadPresets(c.var.services.database, c.var.user.id);
    return respond(c, leadPresetListResponseSchema, { items });
  });

  // POST /api/leads/presets – save a profile under a name the user does not have yet
  app.post('/', async (c) => {
    const body = await parseJsonBody(c, leadPresetCreateBodySchema);
    const preset = await createLeadPreset(c.var.services.database, c.var.user.id, body);
    return respond(c, leadPresetSchema, preset, 201);
  });

  // POST /api/leads/presets/{id} – rename a preset
  app.post('/:id', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    const { name } = await parseJsonBody(c, leadPresetRenameBodySchema);
    const preset = await renameLeadPreset(c.var.services.database, c.var.user.id, id, name);
    return respond(c, leadPresetSchema, preset);
  });

  // DELETE /api/leads/presets/{id} – delete a preset
  app.delete('/:id', async (c) => {
    const { id } = idParamsSchema.parse(c.req.param());
    await deleteLeadPreset(c.var.services.database, c.var.user.id, id);
    return c.body(null, 204);
  });

  return app;
}
