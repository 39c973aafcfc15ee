public enum PagewrightVersion { public static let current = "0.1.0" }
