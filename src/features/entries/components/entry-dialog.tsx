import * as React from "react";
import { ModalDialog } from "@/components/modal-dialog";

type EntryDialogProps = {
  title: string;
  /** called for Escape and a click on the backdrop; the caller returns the focus to what opened the dialog */
  onClose: () => void;
  children: React.ReactNode;
};

/** The entries' dialogs (キャンセル, 日程変更): the shared modal dialog, ended by their own buttons. */
export function EntryDialog({ title, onClose, children }: EntryDialogProps) {
  return (
    <ModalDialog title={title} onClose={onClose} closeButton={false}>
      {children}
    </ModalDialog>
  );
}
