export { ModalDialog } from "./modal-dialog";
