import type { IdDocumentBody, VerificationDetailsBody, VerificationState } from 'shared-contract';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';

/** Identity verification before a first withdrawal (issue 50). */
export const verificationClient = {
  /** GET /937/players/{pid}/verification */
  state: (pid: number): Promise<VerificationState> => callProvider((contract: Contract) => contract.verificationEndpoints.state, { params: { pid } }),
  /** POST /937/players/{pid}/verification: the details the sandbox matches; answers verified, or asks for documents. */
  submitDetails: (pid: number, body: VerificationDetailsBody): Promise<VerificationState> =>
    callProvider((contract: Contract) => contract.verificationEndpoints.submitDetails, { params: { pid }, body }),
  /** PUT /937/players/{pid}/verification/document: a photo ID for a host to review; `onProgress` is told the share sent. */
  uploadDocument: (pid: number, body: IdDocumentBody, onProgress?: (sentShare: number) => void): Promise<VerificationState> =>
    callProvider((contract: Contract) => contract.verificationEndpoints.uploadDocument, { params: { pid }, body }, onProgress ? { onUploadProgress: onProgress } : {}),
};
