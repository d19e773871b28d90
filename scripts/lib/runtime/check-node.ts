// Imported first by every script entry: nothing else of the script runs on the wrong Node.js major.
import { assertProjectNode } from "./project-node";

assertProjectNode();
