import { answerCall, type WorkerAnswer } from "@arcade/core";
import { describe, expect, it } from "vitest";
import { shantenTables } from "./suit-table.ts";
import { tableJobs, transferTables } from "./table-jobs.ts";

describe("the shanten tables job", () => {
  it("answers with the tables and moves both distance buffers instead of copying them", async () => {
    const posted: [WorkerAnswer, ArrayBuffer[] | undefined][] = [];
    await answerCall(tableJobs, { id: 4, kind: "build", request: null }, (message, transfer) => posted.push([message, transfer]), { transfer: transferTables });
    const tables = shantenTables();
    expect(posted).toHaveLength(1);
    const [answer, transfer] = posted[0]!;
    expect(answer).toEqual({ id: 4, type: "result", value: tables });
    expect(transfer).toEqual([tables.suit.distances.buffer, tables.honours.distances.buffer]);
    expect(transfer![0]).toBe(tables.suit.distances.buffer);
  });
});
