// Jest transformer: Gatsby's Babel preset plus TypeScript, kept out of a root babel config
// so that Gatsby's own build is not affected.
const babelOptions = {
  presets: ["babel-preset-gatsby", ["@babel/preset-typescript", { allowDeclareFields: true }]],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
