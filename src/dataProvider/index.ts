export {
  apiCall,
  apiRequest,
  apiFetchBlob,
  apiDownload,
  buildUrl,
  setUnauthorizedHandler,
  newIdempotencyKey,
  isNoResponse,
  NO_RESPONSE_STATUS,
  type ApiCall,
  type Envelope,
} from './httpClient';
export { callEnvelope, callResult, type CallEndpoint, type CallOptions } from './endpoint';
export {
  buildDataProvider,
  type DataProviderOptions,
  type ExchangeDataProvider,
  type ExchangeMethods,
  type ExchangeCallOptions,
} from './schemaProvider';
export {
  WholeList,
  type ListFilter,
  type ListSort,
  type ListQuery,
  type ListPage,
  type EngineField,
} from './wholeList';
export { createQueryClient, shouldRetry } from './queryClient';
export { exportFilteredCsv, toCsv, type CsvFile } from './csv';
