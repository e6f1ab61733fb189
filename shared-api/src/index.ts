export { CAPTCHA_TOKEN_HEADER, SESSION_TOKEN_HEADER, createProviderClient, getProviderClient } from './provider-client';
export type { ProviderClientOptions } from './provider-client';
export { GENERIC_ERROR_MESSAGE, ProviderError, isProviderSuccess, playerMessageFor, toProviderError } from './provider-error';
export { DEFAULT_RUNTIME_CONFIG, getRuntimeConfig, loadRuntimeConfig } from './runtime-config';
export type { RuntimeConfig } from './runtime-config';
export { CAPTCHA_ATTEMPTS, CAPTCHA_RETRY_MS, builtInSolver, fetchCaptchaToken } from './captcha';
export type { CaptchaOptions } from './captcha';
