// Gatsby 5 compiles `*.module.css` to named exports: `import * as styles from "./x.module.css"`.
declare module "*.module.css" {
  const classes: { readonly [className: string]: string };
  export = classes;
}
