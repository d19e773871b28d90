/** Per-call options of every endpoint function. */
export interface EndpointOptions {
  signal?: AbortSignal;
}
