import type { RumEvent, RumEventDomainContext, RumInitConfiguration } from "@datadog/browser-rum";
import type { DatadogConfig } from "@core/monitoring/monitoring-config";
import { wasLoggedRejection } from "./logged-rejections";
import { isNoiseError } from "./noise-filter";
import { stripQueriesInText, stripQuery } from "./strip-query";

/**
 * The monitoring SDK's options. Spec §9: the default privacy level masks user input (session replay shows no
 * typed text, and action names follow the same level). Errors go through the §8 noise filter; rejections the page
 * logged are dropped (logged only); URLs lose their query strings.
 */
export function datadogOptions(config: DatadogConfig): RumInitConfiguration {
  return {
    applicationId: config.applicationId,
    clientToken: config.clientToken,
    site: config.site as RumInitConfiguration["site"],
    service: config.service,
    env: config.env,
    sessionSampleRate: config.sessionSampleRate,
    sessionReplaySampleRate: config.sessionReplaySampleRate,
    defaultPrivacyLevel: "mask-user-input",
    enablePrivacyForActionName: true,
    ...(config.proxy ? { proxy: config.proxy } : {}),
    beforeSend: datadogBeforeSend,
  };
}

export function datadogBeforeSend(event: RumEvent, context: RumEventDomainContext): boolean {
  if (event.type === "error") {
    const original = "error" in context ? context.error : undefined;
    if (wasLoggedRejection(original)) return false;
    const stack = event.error.stack ?? "";
    if (isNoiseError({ name: event.error.type, message: event.error.message, filenames: stackUrls(stack) }))
      return false;
    event.error.message = stripQueriesInText(event.error.message);
    if (event.error.stack) event.error.stack = stripQueriesInText(event.error.stack);
    if (event.error.resource) event.error.resource.url = stripQuery(event.error.resource.url);
  }
  if (event.type === "resource") event.resource.url = stripQuery(event.resource.url);
  event.view.url = stripQuery(event.view.url);
  if (event.view.referrer) event.view.referrer = stripQuery(event.view.referrer);
  return true;
}

function stackUrls(stack: string): string[] {
  return stack.match(/https?:\/\/[^\s)"']+/g) ?? [];
}
