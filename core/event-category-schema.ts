import { z } from "zod";
import { eventCategories, routeCategories } from "./event-category";

export const eventCategorySchema = z.enum(eventCategories);
export const routeCategorySchema = z.enum(routeCategories);
