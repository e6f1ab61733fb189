/** The folder of the built game client: index.html, its script and stylesheet. */
export declare const gameClientDist: string;
