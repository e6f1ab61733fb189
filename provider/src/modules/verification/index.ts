// The verification module's surface: the desk's review of photo IDs (queue, the file for the reviewing host, the decision).
export { documentsInReview, idDocumentFile, reviewDocument } from './verification-service';
export type { DocumentInReview } from './verification-service';
