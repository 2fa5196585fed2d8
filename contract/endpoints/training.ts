import { z } from 'zod';
import { endpoint } from '../endpoint';
import { bodyIdx, emptyBody, idx, infoResponse, listQuery, listResponse, noParams, resultCode, saveResponse } from '../wire';
import { TRAINING_STATUS_CODES, deviceRef, productTraining, trainingDevice } from '../entities';

const trainingList = z.object({ productTrainingList: z.array(productTraining), device: deviceRef });

export const trainingEndpoints = {
  deviceList: endpoint({
    id: 'training.deviceList', area: 'training', method: 'POST', path: '/product-training/device/list',
    summary: 'Devices with their AI product-recognition training state.',
    access: { area: 'training' },
    params: noParams, body: listQuery,
    response: listResponse(trainingDevice),
  }),
  list: endpoint({
    id: 'training.list', area: 'training', method: 'POST', path: '/product-training/list',
    summary: 'Product training rows of a device.',
    access: { area: 'training' },
    params: noParams, body: z.object({ deviceIdx: bodyIdx, trainingStatusCode: z.enum(TRAINING_STATUS_CODES).optional() }).strict(),
    response: z.object({ result: resultCode, message: z.string(), data: trainingList }),
  }),
  update: endpoint({
    id: 'training.update', area: 'training', method: 'POST', path: '/product-training/update',
    summary: 'Set the training status of product training rows.',
    access: { area: 'training', actions: ['update'] },
    params: noParams,
    body: z.object({ productTrainingIdxList: z.array(bodyIdx).min(1).max(500), trainingStatusCode: z.enum(TRAINING_STATUS_CODES) }).strict(),
    response: saveResponse(z.array(productTraining)),
  }),
  info: endpoint({
    id: 'training.info', area: 'training', method: 'GET', path: '/product-training/info/{deviceIdx}',
    summary: 'A device and its product training list.',
    access: { area: 'training' },
    params: z.object({ deviceIdx: idx }), body: emptyBody,
    response: infoResponse(trainingList),
  }),
};
