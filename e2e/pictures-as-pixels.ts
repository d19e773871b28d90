import type { BrowserContext, Page } from "@playwright/test";

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * Pictures of the media store (the image function `/_img?…` and `/media/…`) answer a 1×1 pixel, for specs that measure
 * something else: on a fresh run the local server draws each sample picture on its first request, and those slow
 * answers hold the browser's six connections, delaying a page's chunks and its load event by many seconds. The browser
 * still checks each picture's URL against the page's CSP before the request is made.
 */
export async function answerPicturesWithPixel(target: Page | BrowserContext): Promise<void> {
  await target.route(/\/(?:_img\?|media\/)/, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
  );
}
