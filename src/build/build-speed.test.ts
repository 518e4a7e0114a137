import { gatsbyCpuCount, persistentCacheOff, sourceMapsOff } from "./build-speed";

describe("persistentCacheOff", () => {
  it("is on only when WEBPACK_CACHE is off (npm start)", () => {
    expect(persistentCacheOff({ WEBPACK_CACHE: "off" })).toBe(true);
    expect(persistentCacheOff({})).toBe(false);
    expect(persistentCacheOff({ WEBPACK_CACHE: "on" })).toBe(false);
  });
});

describe("sourceMapsOff", () => {
  it("is on only when SOURCE_MAPS is off (npm start)", () => {
    expect(sourceMapsOff({ SOURCE_MAPS: "off" })).toBe(true);
    expect(sourceMapsOff({})).toBe(false);
    expect(sourceMapsOff({ SOURCE_MAPS: "on" })).toBe(false);
  });
});

describe("gatsbyCpuCount", () => {
  it("asks Gatsby for one worker per logical core: the count it is given minus one", () => {
    expect(gatsbyCpuCount({}, 2)).toBe("3");
    expect(gatsbyCpuCount({}, 4)).toBe("5");
  });

  it("starts at most eight workers", () => {
    expect(gatsbyCpuCount({}, 32)).toBe("9");
  });

  it("leaves Gatsby's choice on a single core and when GATSBY_CPU_COUNT is set", () => {
    expect(gatsbyCpuCount({}, 1)).toBeUndefined();
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "1" }, 4)).toBeUndefined();
    expect(gatsbyCpuCount({ GATSBY_CPU_COUNT: "logical_cores" }, 4)).toBeUndefined();
  });
});
