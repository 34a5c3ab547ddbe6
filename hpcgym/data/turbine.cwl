#!/usr/bin/env cwl-runner
# Turbine-design workflow of lubrano2024 §6 (Table 1): a simplified Large-Eddy Simulation (LES)
# whose numerical data feed the High-Performance Data Analytics step (HPDA). CWL is
# implementation-agnostic: nodes and walltime per step are in turbine.deploy.json.
cwlVersion: v1.2
class: Workflow
label: turbine
inputs:
  mesh: File
outputs:
  analysis:
    type: File
    outputSource: HPDA/analysis
steps:
  LES:
    run:
      class: CommandLineTool
      baseCommand: [les]
      inputs:
        mesh:
          type: File
          inputBinding: {position: 1}
      outputs:
        fields:
          type: File
          outputBinding: {glob: fields.dat}
    in:
      mesh: mesh
    out: [fields]
  HPDA:
    run:
      class: CommandLineTool
      baseCommand: [hpda]
      inputs:
        fields:
          type: File
          inputBinding: {position: 1}
      outputs:
        analysis:
          type: File
          outputBinding: {glob: analysis.dat}
    in:
      fields: LES/fields
    out: [analysis]
