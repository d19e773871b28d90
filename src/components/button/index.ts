export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonLook,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
} from "./button";
