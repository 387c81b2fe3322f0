// Drilling dimensions of the connector systems, shelf pins and sliding-door hardware: where each
// number comes from is in README.md (the fitting makers' data sheets and System 32's numbers; the
// boards are not System 32 line-bored, see there). One table, so the workshop changes a dimension
// in one place.

export interface DrillSpec {
  diameter: number;
  depth: number;
}

export interface Drilling {
  cam: {
    /** Cam housing on the face of the board whose end butts (Ø15 × 12.5, Minifix-type 15 mm cam). */
    housing: DrillSpec;
    /** Housing centre from the butting end of the board (Minifix: 34 mm). */
    fromEnd: number;
    /** Bolt hole in the face of the through board (Ø5 for the screw-in bolt 7 × 34). */
    bolt: DrillSpec;
    /** Bore in the butting board's end, from the end to the housing (Ø8). */
    edgeBore: DrillSpec;
    /** Dowel holes: in the through board's face and the butting board's end (Ø8 for 8 × 35 dowels). */
    dowelFace: DrillSpec;
    dowelEdge: DrillSpec;
    /** The dowel sits one 32 mm pitch beside the cam. */
    dowelOffset: number;
  };
  steelCorner: {
    /** Pilot holes for the 4 × 16 screws, two on each leg of the corner. */
    pilot: DrillSpec;
    /** Screw holes from the inside corner along each leg, and their spacing along the joint. */
    fromCorner: number;
    spacing: number;
    /** How far each leg of the bracket reaches from the inside corner (40 × 40 mm corners): shelves keep clear of it. */
    leg: number;
  };
  shelfPin: {
    hole: DrillSpec;
    /** Front row of holes from the front edge (37 mm, as System 32); rows 32 mm apart. */
    fromFront: number;
    /** The back row at least this far in front of the shelf's back (the 37 mm front row and the shelf's 20 mm setback, mirrored). */
    fromBack: number;
    pitch: number;
  };
  /** A sliding door's top and bottom tracks, screwed by their flange to the row's top and bottom boards. */
  track: {
    /** Pilot holes for the 4 × 16 screws, in the top board's underside and the bottom board's top face. */
    pilot: DrillSpec;
    /**
     * The screws' line from the boards' front edge (the flange lies on the board's front strip):
     * top and bottom track apart, so a board between two doored rows is never drilled through.
     */
    topFromFront: number;
    bottomFromFront: number;
    /** The first and last screw from the track's ends. */
    fromEnd: number;
    /** One screw per started `pitch` of track (the count the price's machining charge uses). */
    pitch: number;
    /** No screw closer than this to a board's end: clear of the side board's joint below or above. */
    clearOfBoardEnd: number;
  };
  /** A sliding door leaf's runners (top guide and bottom roller at each side), screwed to its back. */
  runner: {
    pilot: DrillSpec;
    /** Screw centre from the leaf's side edge and from its top or bottom edge. */
    fromSide: number;
    fromEdge: number;
  };
  /** A hanging rail's support, screwed to the inner face of each side of its cube. */
  railSupport: {
    pilot: DrillSpec;
    /** Screws on a circle this far round the rail's axis (two: above and below it). */
    radius: number;
  };
  /**
   * Drawers (parts/drawers.ts): the runners' screws in the cube's sides (on the System 32 line
   * 37 mm behind the front edge, then 32 mm steps: the runners' cabinet members have slots on that
   * pitch) and in the box's sides (from `boxFromFront` behind the box's front face); the box's
   * confirmats (a hole through the side, a bore in the end of the box's front or back); the screws
   * from inside the box's front into the drawer front.
   */
  drawer: {
    pilot: DrillSpec;
    fromFront: number;
    boxFromFront: number;
    pitch: number;
    confirmatThrough: number;
    confirmatBore: DrillSpec;
    /** Confirmats and front screws this far from the box sides' lower and upper edges. */
    fromEdge: number;
    frontScrewThrough: number;
    frontScrewPilot: DrillSpec;
    /** Front screws this far in from each end of the box's front. */
    frontScrewFromEnd: number;
  };
  /** The connecting screw between two carcasses: a hole through both touching boards. */
  carcassConnector: {
    /** Drilled through: its depth is the board's thickness. */
    diameter: number;
    /** The front and back rows this far in from the seam's front and back. */
    fromEdge: number;
    /** The screw's and the sleeve's head on the boards' inner faces: kept 3 mm clear of shelves and their pins. */
    head: number;
  };
  /**
   * Where a hole with some freedom (a shelf pin, a rail support, a track or connecting screw) would
   * come too close to another, it moves along its line in steps of this (half a 32 mm pitch).
   */
  step: number;
  /**
   * A through hole's program depth is the board's thickness plus this (break-through allowance: the
   * drill's tip and spurs clear the bottom face into the spoil board, so the exit is clean).
   */
  throughAllowance: number;
}

export const defaultDrilling: Drilling = {
  cam: {
    housing: { diameter: 15, depth: 12.5 },
    fromEnd: 34,
    bolt: { diameter: 5, depth: 13 },
    edgeBore: { diameter: 8, depth: 34 },
    dowelFace: { diameter: 8, depth: 12 },
    dowelEdge: { diameter: 8, depth: 25 },
    dowelOffset: 32,
  },
  steelCorner: { pilot: { diameter: 3, depth: 10 }, fromCorner: 16, spacing: 20, leg: 40 },
  shelfPin: { hole: { diameter: 5, depth: 12 }, fromFront: 37, fromBack: 57, pitch: 32 },
  track: {
    pilot: { diameter: 3, depth: 10 },
    topFromFront: 15,
    bottomFromFront: 25,
    fromEnd: 50,
    pitch: 300,
    clearOfBoardEnd: 30,
  },
  runner: { pilot: { diameter: 3, depth: 10 }, fromSide: 50, fromEdge: 20 },
  railSupport: { pilot: { diameter: 3, depth: 10 }, radius: 16 },
  drawer: {
    pilot: { diameter: 3, depth: 10 },
    fromFront: 37,
    boxFromFront: 35,
    pitch: 32,
    confirmatThrough: 7,
    confirmatBore: { diameter: 5, depth: 40 },
    fromEdge: 20,
    frontScrewThrough: 5,
    frontScrewPilot: { diameter: 3, depth: 10 },
    frontScrewFromEnd: 64,
  },
  carcassConnector: { diameter: 5, fromEdge: 60, head: 14 },
  step: 16,
  throughAllowance: 0.5,
};
