import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from '../endpoint';

/** The provider is up (maintenance does not close it: it answers while the casino API is down). */
export const HealthAnswer = Type.Object({ status: Type.Literal('ok') });
export type HealthAnswer = Static<typeof HealthAnswer>;

export const healthEndpoints = {
  health: endpoint('GET', '/health', { response: HealthAnswer }),
};
