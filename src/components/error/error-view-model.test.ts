import { errorViewModel, NOT_FOUND_MESSAGE, NOT_FOUND_TITLE, SERVER_ERROR_TITLE } from "./error-view-model";

describe("errorViewModel", () => {
  it.each([400, 403, 404])("shows status %i as page not found, deleted or moved", (status) => {
    const model = errorViewModel(status, `Page Not Found: /events/unknown`);
    expect(model).toEqual({
      status,
      image: "not-found",
      title: "ページが見つかりません",
      message: "お探しのページは削除されたか、移動した可能性があります。",
      technicalMessage: "Page Not Found: /events/unknown",
    });
    expect(model.title).toBe(NOT_FOUND_TITLE);
    expect(model.message).toBe(NOT_FOUND_MESSAGE);
  });

  it("shows 500 as a server error with a message", () => {
    const model = errorViewModel(500);
    expect(model.status).toBe(500);
    expect(model.image).toBe("server-error");
    expect(model.title).toBe(SERVER_ERROR_TITLE);
    expect(model.title).toBe("サーバーエラー");
    expect(model.message).not.toBe("");
    expect(model.technicalMessage).toBeNull();
  });

  it.each([418, 401, 502])("gives status %i empty content", (status) => {
    expect(errorViewModel(status, "I'm a teapot")).toEqual({
      status,
      image: null,
      title: "",
      message: "",
      technicalMessage: "I'm a teapot",
    });
  });

  it("drops a blank technical message", () => {
    expect(errorViewModel(404, "   ").technicalMessage).toBeNull();
  });
});
