import { doorScreenUrl, doorTokenFromHash } from "./door-screen-path";

describe("door links", () => {
  it("carry the token in the fragment, which the page reads back", () => {
    const url = doorScreenUrl("https://mirai.example", "s12.1764417600.abc_-DEF");
    expect(url).toBe("https://mirai.example/door#s12.1764417600.abc_-DEF");
    expect(new URL(url).search).toBe("");
    expect(doorTokenFromHash(new URL(url).hash)).toBe("s12.1764417600.abc_-DEF");
  });

  it.each(["", "#", "#a b", "#<script>", `#${"a".repeat(201)}`])("reads no token from %j", (hash) => {
    expect(doorTokenFromHash(hash)).toBeNull();
  });
});
