import { getProviderClient } from 'shared-api';

export interface DownloadIdRequest {
  name: string;
  email: string;
  affiliate_id?: string;
  tracking_id?: string;
}

/** POST /937/download-id → `{ message }`, the id a signup carries. */
export async function postDownloadId(request: DownloadIdRequest): Promise<string> {
  const { data } = await getProviderClient().post<{ message?: unknown; download_id?: unknown }>('/937/download-id', request);
  return String(data.download_id ?? data.message ?? '');
}
