/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { workerUser, wrapperConfig } from "../../../packages/site-server/lib/nginx-wrapper.ts";

describe("the complete nginx.conf for tests and benchmarks", () => {
  test("keeps everything nginx writes in its prefix", () => {
    const config = wrapperConfig({ include: "/srv/site.conf" });
    expect(config).toMatch(/^pid nginx\.pid;$/m);
    expect(config).toMatch(/^error_log error\.log warn;$/m);
    expect(config).toMatch(/^daemon off;$/m);
    expect(config).toMatch(/^ {4}client_body_temp_path client_body;$/m);
    expect(config).toMatch(/^ {4}include \/srv\/site\.conf;$/m);
  });

  test("names the workers' user only when given one (a master started by root)", () => {
    expect(wrapperConfig({ include: "x.conf" })).not.toMatch(/^user /m);
    expect(wrapperConfig({ include: "x.conf", user: "builder staff" })).toMatch(/^user builder staff;$/m);
  });
});

describe("workerUser", () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "tickwire-worker-user-"));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  test("is null for a master that is not root: nginx keeps the user who started it", () => {
    expect(workerUser(folder, 1000)).toBeNull();
  });

  test("for root, is the owner of the site's files and their group, by name", () => {
    const { uid, gid } = fs.statSync(folder);
    const value = workerUser(folder, 0);
    expect(value).toMatch(/^\S+ \S+$/);
    const [user, group] = (value as string).split(" ");
    const passwd = fs.readFileSync("/etc/passwd", "utf8");
    const groups = fs.readFileSync("/etc/group", "utf8");
    expect(passwd).toMatch(new RegExp(`^${user}:[^:]*:${uid}:`, "m"));
    expect(groups).toMatch(new RegExp(`^${group}:[^:]*:${gid}:`, "m"));
  });
});
