public enum Pagewright { public static let version = "0.1.0" }
