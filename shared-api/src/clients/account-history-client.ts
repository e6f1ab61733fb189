import type { FairnessState, HistoryCsv, HistoryPage, HistoryQuery, RotateAnswer, RotateBody, RoundDetail } from 'shared-contract';
import { callProvider } from '../call-provider';
import type { Contract } from '../contract-loader';

/** Every round on the record (issue 52): the account history, one round, and the player's provably fair seeds. */
export const accountHistoryClient = {
  /** GET /937/players/{pid}/history: one keyset page, newest first; pass the page's `next` as `cursor` for the one after. */
  history: (pid: number, query: HistoryQuery): Promise<HistoryPage> =>
    callProvider((contract: Contract) => contract.accountHistoryEndpoints.history, { params: { pid }, query }),
  /** GET /937/players/{pid}/history/csv: every row the filters keep, as CSV text. */
  historyCsv: (pid: number, query: HistoryQuery): Promise<HistoryCsv> =>
    callProvider((contract: Contract) => contract.accountHistoryEndpoints.historyCsv, { params: { pid }, query }),
  /** GET /937/players/{pid}/rounds/{roundId}: the round, its game's config and its seeds. */
  round: (pid: number, roundId: number): Promise<RoundDetail> =>
    callProvider((contract: Contract) => contract.accountHistoryEndpoints.round, { params: { pid, roundId } }),
  /** GET /937/players/{pid}/fairness: the pair in use (server seed committed) and the revealed ones. */
  fairness: (pid: number): Promise<FairnessState> =>
    callProvider((contract: Contract) => contract.accountHistoryEndpoints.fairness, { params: { pid } }),
  /** POST /937/players/{pid}/fairness/rotate: reveals the server seed in use and starts a new pair. */
  rotate: (pid: number, body: RotateBody): Promise<RotateAnswer> =>
    callProvider((contract: Contract) => contract.accountHistoryEndpoints.rotate, { params: { pid }, body }),
};
