/** @jest-environment node */
/**
 * The PowerShell samples, which Debian can't run, parsed by the tree-sitter PowerShell grammar:
 * the reference's (the same operations the other languages run) and the guides'.
 */
import { powershellSyntaxErrors } from "../../fixtures/sample-runners/powershell";
import { httpSamples } from "./fixtures/samples-catalogue";

const samples = httpSamples("powershell", { baseUrl: "http://127.0.0.1:4010/v1", key: "tw_test_trial_sample" });

test("the parser finds a syntax error", async () => {
  expect(await powershellSyntaxErrors('$headers = @{ "X-API-Key" = "key"\n$response = (Invoke-RestMethod')).not.toEqual(
    [],
  );
});

test.each(samples.map((sample) => [sample.where, sample.source]))("%s parses", async (_where, source) => {
  expect(await powershellSyntaxErrors(source)).toEqual([]);
});
