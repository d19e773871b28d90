import { fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { ModalDialog } from "./modal-dialog";

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        開く
      </button>
      <button type="button">外のボタン</button>
      {open && (
        <ModalDialog
          title="お知らせ"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <a href="/events">詳しく見る</a>
        </ModalDialog>
      )}
    </>
  );
}

function openDialog() {
  const onClose = jest.fn();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole("button", { name: "開く" });
  opener.focus();
  fireEvent.click(opener);
  return { onClose };
}

describe("ModalDialog", () => {
  it("is a modal dialog named by its title, with the focus moved into it", () => {
    openDialog();
    const dialog = screen.getByRole("dialog", { name: "お知らせ" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(screen.getByRole("link", { name: "詳しく見る" })).toHaveFocus();
  });

  it("keeps the focus inside: Tab and Shift+Tab wrap, focus landing outside is brought back", () => {
    openDialog();
    const link = screen.getByRole("link", { name: "詳しく見る" });
    const close = screen.getByRole("button", { name: "閉じる" });
    close.focus();
    fireEvent.keyDown(close, { key: "Tab" });
    expect(link).toHaveFocus();
    fireEvent.keyDown(link, { key: "Tab", shiftKey: true });
    expect(close).toHaveFocus();
    screen.getByRole("button", { name: "外のボタン", hidden: true }).focus();
    expect(link).toHaveFocus();
  });

  it("closes on Escape and returns the focus to what opened it", () => {
    const { onClose } = openDialog();
    fireEvent.keyDown(screen.getByRole("link", { name: "詳しく見る" }), { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "開く" })).toHaveFocus();
  });

  it("closes with its 閉じる button", () => {
    const { onClose } = openDialog();
    fireEvent.click(screen.getByRole("button", { name: "閉じる" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "開く" })).toHaveFocus();
  });
});
