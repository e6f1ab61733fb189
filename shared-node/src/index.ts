export { hashPassword, productionPasswordCost, testPasswordCost, verifyPassword } from './passwords';
export type { PasswordHashCost } from './passwords';
