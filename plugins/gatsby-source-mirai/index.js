// Gatsby requires a plugin entry file; everything lives in gatsby-node.ts.
module.exports = {};
