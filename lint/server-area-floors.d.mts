export declare const SERVER_AREA_FLOORS: readonly (readonly string[])[];
export declare function serverAreaOf(file: string): string | null;
export declare function floorOf(area: string): number;
