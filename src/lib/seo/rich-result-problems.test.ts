import { jsonLdTypes, richResultProblems } from "./rich-result-problems";

const graph = (...nodes: object[]) => ({ "@context": "https://schema.org", "@graph": nodes });

describe("richResultProblems", () => {
  it("accepts a single node with its context", () => {
    expect(
      richResultProblems({
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "A",
        url: "https://a.example/",
      }),
    ).toEqual([]);
  });

  it("reports an Event without date, mode, status, organizer or offer, and a relative URL", () => {
    expect(
      richResultProblems(
        graph({
          "@type": "Event",
          name: "説明会",
          url: "/events/seminar/1",
          location: { "@type": "Place", name: "東京" },
        }),
      ),
    ).toEqual([
      "Event[0]: url is not an absolute URL",
      "Event[0]: startDate is not an ISO 8601 date",
      "Event[0]: eventAttendanceMode is missing",
      "Event[0]: eventStatus is missing",
      "Event[0].location: address is missing",
      "Event[0].organizer is missing",
      "Event[0].offers is missing",
    ]);
  });

  it("reports a location that contradicts the attendance mode and an offer without price or availability", () => {
    const problems = richResultProblems(
      graph({
        "@type": "Event",
        name: "説明会",
        url: "https://a.example/e",
        startDate: "2030-07-10T01:00:00.000Z",
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        location: { "@type": "VirtualLocation", url: "https://a.example/e" },
        organizer: { "@type": "Organization", name: "A社" },
        offers: { "@type": "Offer", priceCurrency: "JPY", url: "https://a.example/e" },
      }),
    );
    expect(problems).toEqual([
      "Event[0].location: a VirtualLocation needs an online or mixed attendance mode",
      "Event[0].offers: price is missing",
      "Event[0].offers: availability is missing",
    ]);
  });

  it("reports a VideoObject without thumbnail, with a clock-style duration and a date without zone", () => {
    expect(
      richResultProblems(
        graph({
          "@type": "VideoObject",
          name: "動画",
          description: "説明",
          uploadDate: "2026-04-01T03:00",
          duration: "1:30",
          contentUrl: "https://a.example/v.mp4",
        }),
      ),
    ).toEqual([
      "VideoObject[0]: thumbnailUrl is not an absolute URL",
      "VideoObject[0]: uploadDate has no time zone",
      "VideoObject[0]: duration is not an ISO 8601 duration",
    ]);
  });

  it("reports a Review without itemReviewed and a rating out of range", () => {
    expect(
      richResultProblems(
        graph({
          "@type": "Review",
          author: { "@type": "Person", name: "27卒の学生" },
          reviewRating: { "@type": "Rating", ratingValue: 6, bestRating: 5, worstRating: 1 },
        }),
      ),
    ).toEqual(["Review[0].itemReviewed is missing", "Review[0].reviewRating: ratingValue 6 is outside 1–5"]);
  });

  it("reports breadcrumbs with one crumb, gaps in positions and a crumb without URL before the last", () => {
    expect(
      richResultProblems(
        graph({
          "@type": "BreadcrumbList",
          itemListElement: [{ "@type": "ListItem", position: 1, name: "ホーム", item: "https://a.example/" }],
        }),
      ),
    ).toEqual(["BreadcrumbList[0]: itemListElement needs at least two ListItems"]);
    expect(
      richResultProblems(
        graph({
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "ホーム" },
            { "@type": "ListItem", position: 3, name: "企業" },
          ],
        }),
      ),
    ).toEqual([
      "BreadcrumbList[0].itemListElement[0]: item is not an absolute URL",
      "BreadcrumbList[0].itemListElement[1]: position must be 2",
    ]);
  });

  it("reports an Article without image or author, an aggregate rating without count, and unknown types", () => {
    expect(
      richResultProblems(
        graph(
          {
            "@type": "Article",
            headline: "記事",
            datePublished: "2026-03-01",
            mainEntityOfPage: "https://a.example/a",
          },
          {
            "@type": "Organization",
            name: "A社",
            aggregateRating: { "@type": "AggregateRating", ratingValue: 4, bestRating: 5, worstRating: 1 },
          },
          { "@type": "Recipe" },
        ),
      ),
    ).toEqual([
      "Article[0]: image is not an absolute URL",
      "Article[0].author is missing",
      "Organization[1].aggregateRating: reviewCount or ratingCount is missing",
      "Recipe[2]: unsupported @type",
    ]);
  });

  it("lists the top-level types", () => {
    expect(jsonLdTypes(graph({ "@type": "Event" }, { "@type": "BreadcrumbList" }))).toEqual([
      "Event",
      "BreadcrumbList",
    ]);
  });
});
