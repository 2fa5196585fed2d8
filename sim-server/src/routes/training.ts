// Product training of AI fridges (internal staff only, contract/permissions.ts): the devices with
// their model, a device's products still to learn, and starting or pausing their training. A run
// ends by itself on the simulated clock (fleet/training.ts); every call first settles the runs that
// ended by now, so what it answers is current.
import { api, type Device } from '../../../contract/index';
import type { TrainingStatus } from '../db/repositories/trainings';
import { fail } from '../failure';
import { defineHandlers, reply, type RequestContext } from '../http/handler';
import { withImageUrl } from './product-rules';
import { visibleDevice } from './visible';

/** Whoever may open the area; runs that ended by now are learnt before anything is read or changed. */
function trainingCall(ctx: RequestContext): void {
  ctx.scope.requireArea('training');
  ctx.repos.training.completeDue(ctx.now);
}

/** A device in scope that has a vision model (an AI fridge). */
function visionDevice(ctx: RequestContext, deviceIdx: number): Device {
  const device = visibleDevice(ctx, deviceIdx);
  if (!ctx.repos.training.hasModel(deviceIdx)) fail.rejected('noVisionModel', { deviceName: device.deviceName });
  return device;
}

function trainingList(ctx: RequestContext, deviceIdx: number, status?: TrainingStatus) {
  trainingCall(ctx);
  const { deviceName, serialNumber } = visionDevice(ctx, deviceIdx);
  const productTrainingList = ctx.repos.training.ofDevice(deviceIdx, ctx.nowMs, status).map((row) => withImageUrl(ctx, row));
  return { productTrainingList, device: { deviceIdx, deviceName, serialNumber } };
}

export const trainingHandlers = defineHandlers(api.training, {
  deviceList: ({ body }, ctx) => {
    trainingCall(ctx);
    const { list, totalCount } = ctx.repos.training.devices(body, ctx.scope.filter);
    return reply.list(ctx, list, totalCount);
  },

  list: ({ body }, ctx) => reply.info(ctx, trainingList(ctx, body.deviceIdx, body.trainingStatusCode)),

  info: ({ params }, ctx) => reply.info(ctx, trainingList(ctx, params.deviceIdx)),

  /** TRAINING starts or resumes, TRAINING_PENDING pauses; every row is checked before any changes. */
  update: ({ body }, ctx) => {
    trainingCall(ctx);
    ctx.scope.require('training', 'update');
    const seen = new Set<number>();
    const rows = body.productTrainingIdxList.map((productTrainingIdx, i) => {
      const field = `productTrainingIdxList.${i}`;
      if (seen.has(productTrainingIdx)) fail.badInput(field, 'appearsTwice', { value: productTrainingIdx });
      seen.add(productTrainingIdx);
      const row = ctx.repos.training.get(productTrainingIdx) ?? fail.badInput(field, 'notInTraining', { value: productTrainingIdx });
      visibleDevice(ctx, row.deviceIdx);
      return row;
    });
    for (const row of rows) ctx.repos.training.setStatus(row, body.trainingStatusCode, ctx.nowMs);
    return reply.saved(ctx, ctx.repos.training.many([...seen], ctx.nowMs).map((row) => withImageUrl(ctx, row)), 'infoSaved');
  },
});
